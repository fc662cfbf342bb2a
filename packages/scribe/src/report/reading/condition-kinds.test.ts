import { describe, expect, it } from 'vitest';
import { namesKindOf, renamedIn } from './condition-kinds.js';

describe('condition kinds: one condition named as a kind of another', () => {
  it('knows a broader name covers a narrower one, through the rows above it', () => {
    expect(namesKindOf('skin cancer', 'melanoma')).toBe(true);
    expect(namesKindOf('cancer', 'melanoma of the left arm')).toBe(true);
    expect(namesKindOf('arthritis', 'hallux rigidus of the right great toe')).toBe(true);
    expect(namesKindOf('diabetes', 'type 2 diabetes')).toBe(true);
  });

  it('takes the same condition as covered, and two kinds side by side as two conditions', () => {
    expect(namesKindOf('Hypertension', 'hypertension')).toBe(true);
    expect(namesKindOf('melanoma', 'skin cancer')).toBe(false);
    expect(namesKindOf('basal cell carcinoma', 'melanoma')).toBe(false);
    expect(namesKindOf('osteoarthritis', 'rheumatoid arthritis')).toBe(false);
  });
});

describe('condition kinds: a condition given the name the note will carry', () => {
  it('reads the condition before the naming words and the name after them', () => {
    expect(renamedIn("you've had dcis, which we'll list in my note as invasive ductal carcinoma")).toEqual({
      from: ['dcis'],
      to: ['invasive ductal carcinoma'],
    });
    expect(renamedIn('you have had melanoma which we will record as skin cancer')).toEqual({
      from: ['melanoma'],
      to: ['skin cancer'],
    });
  });

  it('reads nothing without the naming words or a condition on each side', () => {
    expect(renamedIn('you have had dcis and invasive ductal carcinoma')).toBeNull();
    expect(renamedIn('the mole, which we will list as benign')).toBeNull();
  });
});
