import type { Region } from './organisation.js';
import { at, type Random } from './random.js';

// Names of the generation now in care: born 1930–1950.
const FIRST_NAMES: Record<Region, readonly string[]> = {
  ie: [
    'Mary',
    'Patrick',
    'Bridget',
    'John',
    'Kathleen',
    'Michael',
    'Margaret',
    'Séamus',
    'Eileen',
    'Thomas',
    'Nora',
    'Denis',
    'Philomena',
    'James',
    'Teresa',
    'Martin',
    'Josephine',
    'Christy',
    'Sheila',
    'Liam',
    'Maureen',
    'Brendan',
    'Agnes',
    'Tadhg',
    'Peggy',
    'Eamon',
    'Noreen',
    'Cornelius',
    'Ita',
    'Joseph',
  ],
  ca: [
    'Dorothy',
    'Robert',
    'Shirley',
    'Gordon',
    'Joan',
    'Lloyd',
    'Marilyn',
    'Réjean',
    'Evelyn',
    'Walter',
    'Lorraine',
    'Kenneth',
  ],
  us: [
    'Betty',
    'Harold',
    'Barbara',
    'Richard',
    'Ruth',
    'Donald',
    'Doris',
    'George',
    'Helen',
    'Raymond',
    'Gloria',
    'Frank',
    'Jean',
    'Arthur',
    'Frances',
    'Earl',
    'Marjorie',
    'William',
    'Phyllis',
    'Eugene',
  ],
};

const SURNAMES: Record<Region, readonly string[]> = {
  ie: [
    'Murphy',
    'Kelly',
    "O'Sullivan",
    'Walsh',
    "O'Brien",
    'McNamara',
    'Ryan',
    "O'Connor",
    'Moloney',
    'Hogan',
    'Keane',
    'Quinlan',
    'Fitzgerald',
    'Hayes',
    'Lynch',
    'Clancy',
    'Nolan',
    'McMahon',
    'Considine',
    'Griffin',
    'Kennedy',
    'Daly',
    'Halloran',
    'Liddy',
    'Sheehan',
    'Culligan',
    'Madigan',
    'Frawley',
    'Tierney',
    'Meehan',
    'Enright',
    'Purcell',
  ],
  ca: [
    'Campbell',
    'MacDonald',
    'Tremblay',
    'Fraser',
    'Gagnon',
    'Stewart',
    'Wilson',
    'Lefebvre',
    'Thompson',
    'Reid',
    'Kowalski',
  ],
  us: [
    'Anderson',
    'Miller',
    'Sullivan',
    'Peterson',
    'Schultz',
    'Baker',
    'Hughes',
    'Johnson',
    'Kowalczyk',
    'Bennett',
    'Carlson',
    'Russo',
    'Olsen',
    'Murray',
    'Duffy',
    'Lindqvist',
    'Coleman',
  ],
};

/** Distinct name pairs: walking two lists of coprime lengths at different strides repeats late. */
export function personName(region: Region, index: number): { firstname: string; surname: string } {
  return { firstname: at(FIRST_NAMES[region], index), surname: at(SURNAMES[region], index * 3) };
}

export function mobilePhone(region: Region, random: Random): string {
  if (region === 'ie')
    return `08${random.pick(['3', '5', '6', '7'])} ${random.digits(3)} ${random.digits(4)}`;
  const area = region === 'ca' ? random.pick(['416', '647', '905']) : random.pick(['847', '508', '312']);
  return `(${area}) 555-01${random.digits(2)}`;
}

/** The number on a tablet's SIM, in international form as the network lists it. */
export function simNumber(region: Region, random: Random): string {
  if (region === 'ie') return `+353 8${random.pick(['3', '5', '7'])} ${random.digits(3)} ${random.digits(4)}`;
  return `+1 ${region === 'ca' ? '416' : '847'} 555 01${random.digits(2)}`;
}

/** A 15-digit IMEI with a valid Luhn check digit. */
export function imei(random: Random): string {
  const body = `35${random.digits(12)}`;
  const sum = [...body].reverse().reduce((total, char, i) => {
    const n = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (n > 9 ? n - 9 : n);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const emailOf = (firstname: string, surname: string, domain: string) =>
  `${firstname}.${surname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase() + `@${domain}`;
