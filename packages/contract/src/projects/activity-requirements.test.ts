import { describe, expect, it } from 'vitest';
import { activityEventTypeName, describeActivity, describedActivityActions } from './activity.ts';

const base = {
  entityType: 'uploadRequirement',
  entityId: '7',
  before: null,
  after: null,
  actorName: 'Sam Tremblay',
  companyName: null,
};

describe('the activity feed on submission requirements', () => {
  it('describes every action the requirements module records', () => {
    const recorded = [
      'tenderRequirements.updated',
      'submissions.withdrawn',
      ...['uploadRequirement', 'bond'].flatMap((list) =>
        ['created', 'updated', 'deleted', 'reordered'].map((change) => `${list}.${change}`),
      ),
    ];
    expect(recorded.filter((action) => !describedActivityActions.includes(action))).toEqual([]);
  });

  it('names the item, or the supplier whose submission was withdrawn, in English and French', () => {
    const added = { ...base, action: 'uploadRequirement.created', after: { name: 'Form of tender' } };
    expect(describeActivity(added)).toBe('Sam Tremblay added the upload requirement “Form of tender”');
    expect(describeActivity(added, 'fr')).toBe("Sam Tremblay a ajouté l'exigence de dépôt “Form of tender”");
    const bond = { ...base, action: 'bond.deleted', before: { name: 'Bid bond' } };
    expect(describeActivity(bond)).toBe('Sam Tremblay deleted the bond “Bid bond”');
    expect(describeActivity(bond, 'fr')).toBe('Sam Tremblay a supprimé la garantie “Bid bond”');
    expect(activityEventTypeName('bond.reordered', 'fr')).toBe('Garanties réordonnées');
    const withdrawn = { ...base, action: 'submissions.withdrawn', companyName: 'Acme Paving' };
    expect(describeActivity(withdrawn)).toBe(
      'Sam Tremblay changed the requirements, so the submission of “Acme Paving” became incomplete',
    );
    expect(activityEventTypeName('uploadRequirement.created')).toBe('Upload requirement added');
  });
});
