import { Route, Routes } from 'react-router-dom';
import { RouteGate } from '../shared/RouteGate';
import IdentityPage from './IdentityPage';
import PasscodeSetupPage from './PasscodeSetupPage';
import PhoneEnterPage from './PhoneEnterPage';
import SignupStartPage from './SignupStartPage';

/** /signup and its steps (spec 001 §2), each only when it is the customer's step (RouteGate). */
export default function SignupRoutes() {
  return (
    <RouteGate>
      <Routes>
        <Route index element={<SignupStartPage />} />
        <Route path="phone-enter" element={<PhoneEnterPage />} />
        <Route path="passcode" element={<PasscodeSetupPage />} />
        <Route path="identity" element={<IdentityPage />} />
      </Routes>
    </RouteGate>
  );
}
