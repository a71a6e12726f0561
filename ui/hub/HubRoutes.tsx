import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './HomePage';
import { HubLayout } from './HubLayout';
import { RequireSignedIn } from './RequireSignedIn';

/** /hub and its pages; /hub itself goes to /hub/home. */
export default function HubRoutes() {
  return (
    <RequireSignedIn>
      <Routes>
        <Route element={<HubLayout />}>
          <Route index element={<Navigate to="home" replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="*" element={<Navigate to="home" replace />} />
        </Route>
      </Routes>
    </RequireSignedIn>
  );
}
