#!/bin/sh
# Makes consultation.webm, the recording that runs end to end through the worker: each line of consultation.txt spoken by espeak-ng (doctor and patient in
# different voices), one second of silence between turns so voice activity detection finds one
# segment per turn, encoded as webm/opus 48 kHz like a browser's MediaRecorder. Run once by a
# developer; the output is committed. Needs: espeak-ng, sox, ffmpeg.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
i=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  i=$((i + 1))
  case "$line" in Doctor:*) voice=en-us+m3 ;; *) voice=en-us+f3 ;; esac
  espeak-ng -v "$voice" -s 170 -w "$tmp/raw.wav" "${line#*: }"
  sox "$tmp/raw.wav" -r 22050 -c 1 "$tmp/$(printf %02d $i).wav" pad 0 1.0
done < consultation.txt
sox "$tmp"/[0-9]*.wav "$tmp/all.wav" pad 0.4 0
ffmpeg -hide_banner -loglevel error -y -i "$tmp/all.wav" -ar 48000 -ac 1 -c:a libopus -b:a 16k consultation.webm
ls -l consultation.webm
