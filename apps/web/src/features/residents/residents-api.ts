import {
  RESIDENTS_PER_PAGE,
  type CallLogPage,
  type ChatMessage,
  type ChatPage,
  type CheckInLogPage,
  type MedicalNotes,
  type MedicalNotesInput,
  type ResidentsCommand,
  type ResidentsCommandResult,
  type ResidentsFilter,
  type ResidentsPage,
  type ResidentSort,
} from '@acorn/domain';
import { api } from '../../lib/api';

// Every call of the residents screen, in one place. Untyped `api` with the domain's types until the
// server's OpenAPI document has these routes; then each becomes an `apiCall` (same paths, same shapes).

const BASE = '/v1/acorn/residents';

/** The list's filters, sort and page, as the screen's address carries them. */
export interface ResidentsView {
  q: string;
  facility_id: number | null;
  check_in: number[];
  sort: ResidentSort;
  order: 'asc' | 'desc';
  page: number;
}

export const DEFAULT_VIEW: ResidentsView = {
  q: '',
  facility_id: null,
  check_in: [],
  sort: 'name',
  order: 'asc',
  page: 1,
};

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** The page GET /residents is asked for: empty filters left out, check-in states comma-separated. */
export function residentsPath(view: ResidentsView): string {
  return withQuery(BASE, {
    page: view.page,
    page_size: RESIDENTS_PER_PAGE,
    q: view.q.trim() || undefined,
    facility_id: view.facility_id ?? undefined,
    check_in: view.check_in.length ? view.check_in.join(',') : undefined,
    sort: view.sort,
    order: view.order,
  });
}

/** The same filters as a group action's target: "every resident the list shows". */
export const filterOf = (view: ResidentsView): ResidentsFilter => ({
  q: view.q.trim() || null,
  facility_id: view.facility_id,
  check_in: view.check_in.length ? (view.check_in as ResidentsFilter['check_in']) : null,
});

export const fetchResidents = (view: ResidentsView) => api<ResidentsPage>(residentsPath(view));

const resident = (userId: number) => `${BASE}/${userId}`;

export const fetchCheckInLog = (userId: number, page: number, pageSize: number) =>
  api<CheckInLogPage>(withQuery(`${resident(userId)}/check-ins`, { page, page_size: pageSize }));

export const fetchCallLog = (userId: number, page: number, pageSize: number) =>
  api<CallLogPage>(withQuery(`${resident(userId)}/calls`, { page, page_size: pageSize }));

export const fetchChat = (userId: number, before?: number) =>
  api<ChatPage>(withQuery(`${resident(userId)}/messages`, { before, limit: CHAT_PAGE }));

export const CHAT_PAGE = 30;

export const sendChatMessage = (userId: number, message: string) =>
  api<{ message: string; item: ChatMessage }>(`${resident(userId)}/messages`, {
    method: 'POST',
    body: { message },
  });

export const markChatRead = (userId: number, upTo: number) =>
  api<{ marked: number }>(`${resident(userId)}/messages/read`, { method: 'POST', body: { up_to: upTo } });

export const fetchMedical = (userId: number) => api<MedicalNotes>(`${resident(userId)}/medical`);

export const saveMedical = (userId: number, body: MedicalNotesInput) =>
  api<MedicalNotes>(`${resident(userId)}/medical`, { method: 'PUT', body });

export const sendCheckIn = (userId: number) =>
  api<{ message: string }>(`${resident(userId)}/check-in`, { method: 'POST' });

export const sendResidentsCommand = (command: ResidentsCommand) =>
  api<ResidentsCommandResult>(`${BASE}/commands`, { method: 'POST', body: command });

/** This feature's cache keys: every page of the list under one root, and each resident's own lists. */
export const residentKeys = {
  /** Every page of the list, whatever its filters: what a live event refreshes. */
  pages: ['residents', 'page'] as const,
  page: (view: ResidentsView) => ['residents', 'page', view] as const,
  checkIns: (userId: number) => ['residents', userId, 'check-ins'] as const,
  calls: (userId: number) => ['residents', userId, 'calls'] as const,
  chat: (userId: number) => ['residents', userId, 'chat'] as const,
  medical: (userId: number) => ['residents', userId, 'medical'] as const,
};
