import { describe, expect, it } from 'vitest';
import { NOT_FOUND_BUTTON, NOT_FOUND_TEXT } from './product';
import { CONTRACTS } from '../registry/contracts';
import { devicesContract } from '../devices/contract';
import { customersContract } from '../customers/contract';
import { partsContract } from '../parts/contract';
import { ACORN_USERS_MESSAGES, type ResourceMessages } from './messages';
import { PROFILE_SAVE_MESSAGES } from '../portal-users/rules';
import {
  CONFIRM_PROMPTS,
  PASSWORD_PROVIDER_ERROR,
  RESIDENT_RESYNC_SENT,
  TABLET_MESSAGES,
} from '../tablets/messages';
import {
  DEVICE_SERIAL_EMPTY_ON_ADD,
  DEVICE_SERIAL_EMPTY_ON_UPDATE,
  SERIAL_NUMBER_INLINE,
} from '../devices/rules';
import { GROUP_MESSAGES } from '../groups/rules';
import { ORDER_MESSAGES } from '../orders/rules';
import { PORTAL_USER_MESSAGES } from '../portal-users/rules';
import { SUGGESTED_APP_MESSAGES } from '../suggested-apps/rules';
import { LOCAL_CONTENT_MESSAGES, NEWSPAPER_MESSAGES, NOTICEBOARD_MESSAGES } from '../content/rules';
import { INCORRECT_MESSAGE, LIST_IS_EMPTY } from '../tablets/message-rules';
import { PASSWORD_EMPTY } from '../auth/password';

describe("the contracts' messages", () => {
  it('word the Acorn tables as the spec does', () => {
    expect(devicesContract.messages).toEqual({
      loadFailed: 'Failed to get Acorn Devices.',
      addFailed: 'Failed to add Acorn Device content.',
      updateFailed: 'Failed to update Acorn Device content.',
      deleteFailed: 'Failed to delete Acorn Device content.',
      created: 'Acorn Device successfully created.',
      updated: 'Acorn Device content successfully updated.',
    });
    expect(customersContract.messages).not.toHaveProperty('created');
    expect(partsContract.messages).not.toHaveProperty('deleteFailed');
  });
});

// Every message the two spec documents quote in their validation (§5) and error catalogue (§8) sections,
// copied here word for word (typos and double spaces included) because CI cannot read the spec. A change
// to any catalogue entry that drifts from the spec fails here.
type Kind = keyof ResourceMessages;
// The content tables and activities (doc 1 §8, doc 2 §8) share the generic wording.
const CONTENT = {
  addFailed: 'Failed to add content.',
  updateFailed: 'Failed to update content.',
  deleteFailed: 'Failed to delete content.',
  created: 'Content successfully created.',
  updated: 'Content successfully updated.',
};
const CATALOGUE: Record<string, Partial<Record<Kind, string>>> = {
  'local-contents': { ...CONTENT, loadFailed: 'Failed to get local contents.' },
  newspapers: { ...CONTENT, loadFailed: 'Failed to get newspapers.' },
  noticeboards: CONTENT,
  menus: CONTENT,
  'public-events': CONTENT,
  maintenances: {
    loadFailed: 'Failed to get Maintenances.',
    addFailed: 'Failed to add Maintenance content.',
    updateFailed: 'Failed to update Maintenance content.',
    deleteFailed: 'Failed to delete Maintenance content.',
    created: 'Maintenance successfully created.',
    updated: 'Maintenance content successfully updated.',
  },
  'acorn-devices': {
    loadFailed: 'Failed to get Acorn Devices.',
    addFailed: 'Failed to add Acorn Device content.',
    updateFailed: 'Failed to update Acorn Device content.',
    deleteFailed: 'Failed to delete Acorn Device content.',
    created: 'Acorn Device successfully created.',
    updated: 'Acorn Device content successfully updated.',
  },
  'acorn-orders': {
    loadFailed: 'Failed to get Acorn Orders.',
    addFailed: 'Failed to add Acorn Order content.',
    updateFailed: 'Failed to update Acorn Order content.',
    deleteFailed: 'Failed to delete Acorn Order content.',
    created: 'Acorn Order successfully created.',
    updated: 'Acorn Order content successfully updated.',
  },
  'acorn-customers': {
    loadFailed: 'Failed to get Acorn Customers.',
    updateFailed: 'Failed to update Acorn Customer content.',
    deleteFailed: 'Failed to delete Acorn Customer content.',
    updated: 'Acorn Customer content successfully updated.',
  },
  'acorn-parts': {
    loadFailed: 'Failed to get Acorn Parts.',
    addFailed: 'Failed to add Acorn Part content.',
    updateFailed: 'Failed to update Acorn Part content.',
    created: 'Acorn Part successfully created.',
    updated: 'Acorn Part content successfully updated.',
  },
  'acorn-suggested-apps': {
    loadFailed: 'Failed to get Suggested Apps.',
    addFailed: 'Failed to add Suggested App content.',
    updateFailed: 'Failed to update Suggested App content.',
    deleteFailed: 'Failed to delete Suggested App content.',
    created: 'Suggested App successfully created.',
    updated: 'Suggested App content successfully updated.',
  },
  'acorn-repairs': {
    loadFailed: 'Failed to get Acorn Repairs.',
    addFailed: 'Failed to add Acorn Repair content.',
    updateFailed: 'Failed to update Acorn Repair content.',
    deleteFailed: 'Failed to delete Acorn Repair content.',
    created: 'Acorn Repair successfully created.',
    updated: 'Acorn Repair content successfully updated.',
  },
  'acorn-renewals': {
    loadFailed: 'Failed to get Acorn Renewals.',
    addFailed: 'Failed to add Acorn Renewal content.',
    updateFailed: 'Failed to update Acorn Renewal content.',
    deleteFailed: 'Failed to delete Acorn Renewal content.',
    created: 'Acorn Renewal successfully created.',
    updated: 'Acorn Renewal content successfully updated.',
  },
  'acorn-users': { loadFailed: 'Failed to get Acorn Users.' },
  'portal-users': {
    loadFailed: 'Failed to get portal users.',
    addFailed: 'Failed to add.',
    updateFailed: 'Failed to update.',
  },
  groups: { loadFailed: 'Failed to get groups.' },
  profile: {
    updateFailed: 'Failed to update profile details.',
    updated: 'Profile details successfully updated.',
  },
};

/** [what the spec quotes, what the domain holds] */
const QUOTED: [string, string | undefined][] = [
  // Document 1 §5.
  ['Local content category cannot be empty.', LOCAL_CONTENT_MESSAGES.category],
  ['Local content title cannot be empty.', LOCAL_CONTENT_MESSAGES.title],
  ['Local content description cannot be empty.', LOCAL_CONTENT_MESSAGES.description],
  ['Local content web address link cannot be empty.', LOCAL_CONTENT_MESSAGES.url],
  ['Local content logo address link cannot be empty.', LOCAL_CONTENT_MESSAGES.icon_url],
  ['Newspaper title cannot be empty.', NEWSPAPER_MESSAGES.title],
  ['Newspaper description cannot be empty.', NEWSPAPER_MESSAGES.description],
  ['Newspaper web address link cannot be empty.', NEWSPAPER_MESSAGES.url],
  ['Newspaper logo address link cannot be empty.', NEWSPAPER_MESSAGES.icon_url],
  ['Noticeboard title cannot be empty.', NOTICEBOARD_MESSAGES.title],
  ['Noticeboard description cannot be empty.', NOTICEBOARD_MESSAGES.description],
  ['Acorn Device serial number cannot be empty.', DEVICE_SERIAL_EMPTY_ON_ADD],
  ['Acorn device  serial number cannot be empty.', DEVICE_SERIAL_EMPTY_ON_UPDATE],
  ['Serial number cannot be empty', SERIAL_NUMBER_INLINE],
  ['Acorn order number cannot be empty.', ORDER_MESSAGES.order_no],
  ['Category cannot be empty.', SUGGESTED_APP_MESSAGES.category],
  ['Image URL cannot be empty.', SUGGESTED_APP_MESSAGES.img_url],
  ['Title cannot be empty.', SUGGESTED_APP_MESSAGES.title],
  ['Description cannot be empty.', SUGGESTED_APP_MESSAGES.description],
  ['App package cannot be empty.', SUGGESTED_APP_MESSAGES.app_package],
  ['Email cannot be empty.', PORTAL_USER_MESSAGES.email],
  ['First name cannot be empty.', PORTAL_USER_MESSAGES.firstname],
  ['Last name cannot be empty.', PORTAL_USER_MESSAGES.surname],
  ['Group title cannot be empty.', GROUP_MESSAGES.title],
  ['Group description cannot be empty.', GROUP_MESSAGES.description],
  // Document 2 §5.
  ['List is empty.', LIST_IS_EMPTY],
  ['Custom auth lambda trigger is not configured for the user pool.', PASSWORD_PROVIDER_ERROR],
  ['Password cannot be empty.', PASSWORD_EMPTY],
  // Document 2 §8.
  ['Failed to get user details.', TABLET_MESSAGES.loadUserFailed],
  ['Failed to send check in. Try again later.', TABLET_MESSAGES.checkInFailed],
  ['Successfully send check in to device.', TABLET_MESSAGES.checkInSent],
  ['Message was sent successfully.', TABLET_MESSAGES.messageSent],
  ['Incorrect message. Message should be not empty and maximum length 85 chars.', INCORRECT_MESSAGE],
  ['Something went wrong with Failed to send Message.', TABLET_MESSAGES.sendMessageFailed],
  ['Failed to send.', TABLET_MESSAGES.sendFailed],
  ['Failed to send Acorn update.', TABLET_MESSAGES.updateTabletFailed],
  ['Failed to update user details.', TABLET_MESSAGES.updateUserFailed],
  ['User details successfully updated.', TABLET_MESSAGES.userUpdated],
  ['Updating User details...', TABLET_MESSAGES.updatingUser],
  ['Failed to delete User.', TABLET_MESSAGES.deleteUserFailed],
  ['User successfully deleted.', TABLET_MESSAGES.userDeleted],
  ['Deleting User...', TABLET_MESSAGES.deletingUser],
  ['Successfully send command to reset device.', TABLET_MESSAGES.resetSent],
  ['Failed to reset device. Try again later.', TABLET_MESSAGES.resetFailed],
  ['Successfully send command to reset calendar.', TABLET_MESSAGES.resyncCalendarSent],
  ['Successfully send command to reset email.', TABLET_MESSAGES.resyncEmailSent],
  ['Failed to send command. Try again later.', TABLET_MESSAGES.commandFailed],
  ['Successfully send command to resync calendar', RESIDENT_RESYNC_SENT.calendar],
  ['Successfully send command to resync email', RESIDENT_RESYNC_SENT.email],
  ['Successfully send command to resync messages', RESIDENT_RESYNC_SENT.messages],
  ['Successfully send command to reset device.', TABLET_MESSAGES.resyncMessagesSent],
  ['Something went wrong. Try again later.', TABLET_MESSAGES.noDeviceToken],
  ['The page you have tried to access does not exist.', NOT_FOUND_TEXT],
  ['Go back to homepage.', NOT_FOUND_BUTTON],
  ['Are you sure you want to send update?', CONFIRM_PROMPTS.sendUpdate],
  ['Are you sure you want to do this?', CONFIRM_PROMPTS.generic],
  ['Are you sure you want to update user details ?', CONFIRM_PROMPTS.updateUser],
  ['Are you sure you want to permanently delete this user ?', CONFIRM_PROMPTS.deleteUser],
  ['Are you sure you want to reset device ?', CONFIRM_PROMPTS.resetDevice],
];

// The screens whose messages are not a resource's rows.
const OUTSIDE_CONTRACTS: Record<string, ResourceMessages> = {
  profile: PROFILE_SAVE_MESSAGES,
  'acorn-users': ACORN_USERS_MESSAGES,
};

describe("the spec's quoted messages", () => {
  it.each(QUOTED)('holds %j word for word', (quoted, held) => {
    expect(held).toBe(quoted);
  });

  it.each(Object.entries(CATALOGUE))('words %s as doc 1 §8 and doc 2 §8 do', (resource, quoted) => {
    const held: ResourceMessages | undefined =
      OUTSIDE_CONTRACTS[resource] ?? CONTRACTS.find((c) => c.name === resource)?.messages;
    expect(held).toMatchObject(quoted);
  });
});
