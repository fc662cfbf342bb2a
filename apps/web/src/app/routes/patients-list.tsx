import { PatientsListPage } from '@/features/patients';

export const Component = PatientsListPage;
