import { Navigate } from 'react-router';

/** Any other path: there is no not-found page, the visitor goes to the home page. @see docs/requirements.md §2 */
export default function NotFound() {
  return <Navigate to="/" replace />;
}
