import type { Patient } from '@asha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { deletePatient, restorePatient } from '../api/patients-api';
import { patientQueryKey } from '../hooks/use-patient';
import { patientsQueryKey } from '../hooks/use-patients-list';
import { SAMPLE_PATIENT_ID } from '../lib/sample-patient';
import { EditPatientDialog } from './edit-patient-dialog';

/** The patient header's Edit and Delete. A deletion can be undone from its toast until the server's deadline. */
export function PatientActions({ patient }: { patient: Patient }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (patient.patientId === SAMPLE_PATIENT_ID) return null;

  const onDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      const { undoUntil } = await deletePatient(patient.patientId);
      setConfirming(false);
      queryClient.removeQueries({ queryKey: patientQueryKey(patient.patientId) });
      void queryClient.invalidateQueries({ queryKey: patientsQueryKey });
      void navigate('/dashboard/patients');
      const undo = async () => {
        try {
          await restorePatient(patient.patientId);
          void queryClient.invalidateQueries({ queryKey: patientsQueryKey });
          toast.success('Patient restored', { description: `${patient.name} and their consultations are back.` });
          void navigate(`/dashboard/patients/${encodeURIComponent(patient.patientId)}`);
        } catch (err) {
          toast.error('Could not undo', { description: err instanceof Error ? err.message : 'Please try again.' });
        }
      };
      toast('Patient deleted', {
        description: `${patient.name}, their consultations and every file of theirs will be removed for good.`,
        duration: Math.max(1000, new Date(undoUntil).getTime() - Date.now() - 1000),
        action: { label: 'Undo', onClick: () => void undo() },
      });
    } catch (err) {
      toast.error('Could not delete the patient', {
        description: err instanceof Error ? err.message : 'Please try again.',
      });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil /> Edit details
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 /> Delete patient
      </Button>
      <EditPatientDialog patient={patient} open={editing} onOpenChange={setEditing} />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this patient?</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {patient.name}, every consultation, recording, transcript, report and note version of theirs will be
              removed. You can undo this for a short while; the access history keeps only that it happened.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={deleting} onClick={() => void onDelete()}>
              {deleting ? 'Deleting…' : 'Delete patient'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
