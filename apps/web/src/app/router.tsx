import { createBrowserRouter, Navigate } from 'react-router';

/**
 * Routes. Each route's module is loaded on demand, so the public landing page never
 * downloads the dashboard's code. Route modules in ./routes compose features.
 */
export const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/landing') },
  { path: '/auth', lazy: () => import('./routes/sign-in') },
  { path: '/callback', lazy: () => import('./routes/callback') },
  {
    path: '/dashboard',
    lazy: () => import('./routes/dashboard-layout'),
    children: [
      { index: true, element: <Navigate to="/dashboard/patients" replace /> },
      { path: 'patients', lazy: () => import('./routes/patients-list') },
      { path: 'patients/:patientId', lazy: () => import('./routes/patient-detail') },
      { path: 'add-patient', lazy: () => import('./routes/add-patient') },
      { path: 'profile', lazy: () => import('./routes/profile') },
      { path: 'profile/templates', lazy: () => import('./routes/note-templates') },
      { path: 'profile/templates/:templateId', lazy: () => import('./routes/note-template-editor') },
      { path: 'analytics', lazy: () => import('./routes/analytics') },
      { path: 'record', lazy: () => import('./routes/record') },
      { path: 'api-keys', lazy: () => import('./routes/api-keys') },
      { path: 'models', lazy: () => import('./routes/models') },
      { path: 'data', lazy: () => import('./routes/reports-browser') },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found') },
]);
