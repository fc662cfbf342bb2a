import { describe, expect, it } from 'vitest';
import {
  PATIENT_MIC_REASON,
  patientScreenMessage,
  RECORDER_STATUS,
  micProblemOf,
  recorderScreenMessage,
} from './mic-errors';
import { audioTypeOfFile, pickRecordingMimeType } from './mime';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('recording type preference', () => {
  it('prefers webm/opus, then webm, then the browser default', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(pickRecordingMimeType(() => false)).toBe('');
  });

  it('types an uploaded file from its extension when the browser gives none', () => {
    expect(audioTypeOfFile({ name: 'visit.MP3', type: '' })).toBe('audio/mpeg');
    expect(audioTypeOfFile({ name: 'visit.m4a', type: 'audio/x-m4a' })).toBe('audio/mp4');
    expect(audioTypeOfFile({ name: 'visit.webm', type: 'video/webm' })).toBe('audio/webm');
    expect(audioTypeOfFile({ name: 'voice-note.opus', type: '' })).toBe('audio/ogg');
    expect(audioTypeOfFile({ name: 'recording', type: 'audio/x-wav' })).toBe('audio/wav');
    expect(audioTypeOfFile({ name: 'notes.pdf', type: 'application/pdf' })).toBeNull();
    expect(audioTypeOfFile({ name: 'clip', type: 'video/mp4' })).toBeNull();
  });
});

describe('microphone messages', () => {
  it.each([
    ['NotAllowedError', 'Permission denied', 'Mic permission denied', 'Microphone permission denied'],
    ['NotFoundError', 'No mic found', 'No mic found', 'No microphone found'],
    ['NotReadableError', 'Mic busy', 'Mic busy in another app', 'Microphone busy in another app'],
  ])('%s', (name, status, recorder, patient) => {
    const err = domError(name);
    expect(RECORDER_STATUS[micProblemOf(err)]).toBe(status);
    expect(recorderScreenMessage(err)).toBe(recorder);
    expect(patientScreenMessage(err)).toBe(patient);
  });

  it.each([
    ['NotAllowedError', 'Permission denied'],
    ['SecurityError', 'Permission denied'],
    ['NotFoundError', 'No microphone found'],
    ['OverconstrainedError', 'No microphone found'],
    ['NotReadableError', 'Microphone busy'],
    ['AbortError', 'Microphone busy'],
    ['TypeError', 'Error accessing microphone'],
  ])('the patient screen gives %s as the reason the microphone is unavailable: %s', (name, reason) => {
    expect(PATIENT_MIC_REASON[micProblemOf(domError(name))]).toBe(reason);
  });

  it('shows other errors by their message, else the fallback', () => {
    expect(RECORDER_STATUS[micProblemOf(domError('TypeError', 'x'))]).toBe('Error');
    expect(recorderScreenMessage(domError('TypeError', 'Boom'))).toBe('Boom');
    expect(recorderScreenMessage({})).toBe('Failed to start');
    expect(patientScreenMessage({})).toBe('Failed to start recording');
  });
});
