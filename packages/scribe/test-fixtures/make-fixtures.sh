#!/bin/sh
# Makes the speech fixtures from ONE synthetic source clip, so the tests decode every supported
# format made from the same sound. Run once by a developer; the outputs are committed
# so the tests need none of these tools. Needs: espeak-ng, sox, ffmpeg (Debian: apt-get install espeak-ng sox ffmpeg).
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
espeak-ng -v en-us -s 175 -w "$tmp/raw.wav" "Good morning. What brings you in today? I have had a headache for three days."
# 0.4 s of silence either side so voice activity detection has something to reject.
sox "$tmp/raw.wav" -r 22050 -c 1 "$tmp/src.wav" pad 0.4 0.4
ff() { ffmpeg -hide_banner -loglevel error -y -i "$tmp/src.wav" "$@"; }
ff -ar 16000 -ac 1 -c:a pcm_s16le speech.wav            # 16 kHz: no resampling
ff -ar 22050 -ac 1 -c:a flac speech.flac                # 22.05 kHz: resampled
ff -ar 44100 -ac 2 -c:a libmp3lame -b:a 32k speech.mp3  # stereo 44.1 kHz: down-mixed and resampled
ff -ar 48000 -ac 1 -c:a libopus -b:a 16k speech.opus.ogg
ff -ar 22050 -ac 1 -c:a libvorbis -q:a 0 speech.vorbis.ogg
ff -ar 48000 -ac 1 -c:a libopus -b:a 16k speech.webm    # what browsers' MediaRecorder produces
ff -ar 24000 -ac 1 -c:a aac -b:a 24k speech.m4a         # what Safari's MediaRecorder produces
ls -l
