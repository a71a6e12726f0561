import { Route, Routes } from 'react-router-dom';
import { useT } from '../base/i18n/use-t';
import { OtpPage } from './OtpPage';
import { PasscodePage } from './PasscodePage';
import { PhonePage } from './PhonePage';
import { SignInErrorNotice } from './SignInErrorNotice';

/** /login, /login/phone-verify, /login/passcode (spec 000 §2). */
export default function LoginRoutes() {
  const { t } = useT();
  return (
    <main className="login">
      <div className="login__card">
        <p className="brand" aria-hidden="true">
          {t('app.name')}
        </p>
        <Routes>
          <Route index element={<PhonePage />} />
          <Route path="phone-verify" element={<OtpPage />} />
          <Route path="passcode" element={<PasscodePage />} />
        </Routes>
        <SignInErrorNotice />
      </div>
    </main>
  );
}
