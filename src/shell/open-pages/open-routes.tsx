import { Navigate, Route, Routes } from 'react-router-dom';
import { FeedbackHost } from '../feedback/feedback-host';
import { useServices } from '../services/services-context';
import { AlterationPage } from './alteration-page';
import { DownloadPage } from './download-page';
import { RegisterPage } from './register-page';
import { RegisterResultPage } from './register-result-page';

/** The pages under /user that are open without login, as one lazily loaded chunk. */
export default function OpenRoutes() {
  const { feedback } = useServices();
  return (
    <FeedbackHost feedback={feedback}>
      <Routes>
        <Route path="register" element={<RegisterPage />} />
        <Route path="register-result" element={<RegisterResultPage />} />
        <Route path="alteration" element={<AlterationPage />} />
        <Route path="download" element={<DownloadPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </FeedbackHost>
  );
}
