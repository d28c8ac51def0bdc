/**
 * Starting a session from the login's answer, by the login form or an accepted invitation: nothing cached for a previous
 * user shows to this one, and ADMIN lands on user management, AUTHOR on their content (SPEC §2, §4).
 */
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { StoredRole } from '@newsroom/shared';
import { paths } from '../../../lib/paths';
import { saveSession, type LoginAnswer } from '../../../lib/session';

const landingByRole: Partial<Record<StoredRole, string>> = {
  ADMIN: paths.userManagement.getHref(),
  AUTHOR: paths.myNews.getHref(),
};

/** Saves the session and goes to the role's first page; false when the account has no back-office role. */
export function useStartSession(): (answer: LoginAnswer) => boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer) => {
    queryClient.clear();
    const landing = landingByRole[saveSession(answer)];
    if (landing) void navigate(landing, { replace: true });
    return landing !== undefined;
  };
}
