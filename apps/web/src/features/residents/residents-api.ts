import type {
  CallLogPage,
  ChatMessage,
  ChatPage,
  CheckInLogPage,
  MedicalNotes,
  MedicalNotesInput,
  ResidentsCommand,
  ResidentsCommandResult,
  ResidentsFilter,
  ResidentsPage,
  ResidentSort,
} from '@acorn/domain/residents';
import { RESIDENTS_PER_PAGE } from '@acorn/domain/shared';
import { apiCall } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

// Every call of the residents screen, in one place.

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

/** The query GET /residents is asked with: empty filters left out (apiUrl joins the check-in states). */
export const residentsQuery = (view: ResidentsView) => ({
  page: view.page,
  page_size: RESIDENTS_PER_PAGE,
  q: view.q.trim() || undefined,
  facility_id: view.facility_id === null ? undefined : String(view.facility_id),
  check_in: view.check_in.length ? view.check_in : undefined,
  sort: view.sort,
  order: view.order,
});

/** The same filters as a group action's target: "every resident the list shows". */
export const filterOf = (view: ResidentsView): ResidentsFilter => ({
  q: view.q.trim() || null,
  facility_id: view.facility_id,
  check_in: view.check_in.length ? (view.check_in as ResidentsFilter['check_in']) : null,
});

// The domain's types are what the screen works with; the answers, typed from the server's OpenAPI
// document, must fit them (a disagreement does not compile).

export const fetchResidents = (view: ResidentsView): Promise<ResidentsPage> =>
  apiCall('get', '/v1/acorn/residents', { query: residentsQuery(view) });

const of = (userId: number) => ({ params: { user_id: userId } });

export const fetchCheckInLog = (userId: number, page: number, pageSize: number): Promise<CheckInLogPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/check-ins', {
    ...of(userId),
    query: { page, page_size: pageSize },
  });

export const fetchCallLog = (userId: number, page: number, pageSize: number): Promise<CallLogPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/calls', {
    ...of(userId),
    query: { page, page_size: pageSize },
  });

export const CHAT_PAGE = 30;

export const fetchChat = (userId: number, before?: number): Promise<ChatPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/messages', {
    ...of(userId),
    query: { before: before === undefined ? undefined : String(before), limit: CHAT_PAGE },
  });

export const sendChatMessage = (
  userId: number,
  message: string,
): Promise<{ message: string; item: ChatMessage }> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/messages', { ...of(userId), body: { message } });

export const markChatRead = (userId: number, upTo: number) =>
  apiCall('post', '/v1/acorn/residents/{user_id}/messages/read', { ...of(userId), body: { up_to: upTo } });

export const fetchMedical = (userId: number): Promise<MedicalNotes> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/medical', of(userId));

export const saveMedical = (userId: number, body: MedicalNotesInput): Promise<MedicalNotes> =>
  apiCall('put', '/v1/acorn/residents/{user_id}/medical', { ...of(userId), body });

export const sendCheckIn = (userId: number) =>
  apiCall('post', '/v1/acorn/residents/{user_id}/check-in', of(userId));

export const sendResidentsCommand = (command: ResidentsCommand): Promise<ResidentsCommandResult> =>
  apiCall('post', '/v1/acorn/residents/commands', { body: command });

/** This feature's cache keys: every page of the list under one root, and each resident's own lists. */
export const residentKeys = {
  /** Every page of the list, whatever its filters: what a live event refreshes. */
  pages: ['residents', 'page'] as const,
  page: (view: ResidentsView) => ['residents', 'page', view] as const,
  checkIns: (userId: number) => ['residents', userId, 'check-ins'] as const,
  calls: sharedKeys.residentCalls,
  chat: (userId: number) => ['residents', userId, 'chat'] as const,
  medical: (userId: number) => ['residents', userId, 'medical'] as const,
};
