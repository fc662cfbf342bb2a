import { describe, expect, it } from 'vitest';
import { parseKeysArgs, UsageError } from './keys-args.js';

describe('npm run keys arguments', () => {
  it('reads create, list, revoke and help', () => {
    expect(parseKeysArgs(['create', '--name', ' Clinic EMR ', '--clinician', 'dr@clinic.test'])).toEqual({
      command: 'create',
      name: 'Clinic EMR',
      clinician: 'dr@clinic.test',
      expiresDays: undefined,
    });
    expect(parseKeysArgs(['create', '--clinic', '--name', 'Front desk', '--expires-days', '30'])).toEqual({
      command: 'create',
      name: 'Front desk',
      clinician: null,
      expiresDays: 30,
    });
    expect(parseKeysArgs(['list'])).toEqual({ command: 'list' });
    const id = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';
    expect(parseKeysArgs(['revoke', id])).toEqual({ command: 'revoke', id });
    expect(parseKeysArgs([])).toEqual({ command: 'help' });
    expect(parseKeysArgs(['--help'])).toEqual({ command: 'help' });
  });

  it('says what is wrong with a command line in words', () => {
    const cases: Array<[string[], string]> = [
      [['create', '--name', 'X', '--clinic', '--bogus'], 'Unknown option --bogus.'],
      [
        ['create', '--name', 'X'],
        'Give either --clinician <email> (the key acts for that clinician) or --clinic (for every clinician).',
      ],
      [['create', '--name', 'X', '--clinic', '--clinician', 'dr@clinic.test'], 'Give either --clinician <email>'],
      [['create', '--clinic'], 'Name is required.'],
      [['create', '--clinic', '--name', '   '], 'Name is required.'],
      [['create', '--clinic', '--name', 'x'.repeat(101)], 'Name is too long (at most 100 characters).'],
      [
        ['create', '--name', 'X', '--clinic', '--expires-days', '0'],
        'The expiry must be a whole number of days from 1 to 3650.',
      ],
      [
        ['create', '--name', 'X', '--clinic', '--expires-days', '1.5'],
        'The expiry must be a whole number of days from 1 to 3650.',
      ],
      [
        ['create', '--name', 'X', '--clinic', '--expires-days', 'soon'],
        'The expiry must be a whole number of days from 1 to 3650.',
      ],
      [['create', '--name'], '--name needs a value.'],
      [['create', '--clinic=yes', '--name', 'X'], '--clinic takes no value.'],
      [
        ['create', 'Clinic EMR', '--clinic'],
        'Unexpected "Clinic EMR": put values after their option (--name "Clinic EMR").',
      ],
      [['revoke'], 'Give the id of the key to revoke'],
      [['revoke', 'abc'], '"abc" is not a key id: use the id that npm run keys -- list shows.'],
      [['list', 'all'], 'list takes nothing more (got "all").'],
      [['rotate'], 'Unknown command "rotate".'],
    ];
    for (const [args, message] of cases) {
      let thrown: unknown;
      try {
        parseKeysArgs(args);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, args.join(' ')).toBeInstanceOf(UsageError);
      expect((thrown as Error).message).toContain(message);
    }
  });
});
