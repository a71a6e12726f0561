import { describe, expect, it } from 'vitest';
import { applyFavouriteOp, changeFavourites, toggleFavouriteOp } from '../../../domain/market/favourites';

describe('favourites with optimistic update (spec 001 §4, §8)', () => {
  it('adding shows the coin at once, last in the list', () => {
    expect(applyFavouriteOp(['btc'], { type: 'add', coinId: 'eth' }).optimistic).toEqual(['btc', 'eth']);
  });

  it('removing hides the coin at once', () => {
    expect(applyFavouriteOp(['btc', 'eth', 'sol'], { type: 'remove', coinId: 'eth' }).optimistic).toEqual(['btc', 'sol']);
  });

  it('a failed add is rolled back', () => {
    const { optimistic, rollback } = applyFavouriteOp(['btc'], { type: 'add', coinId: 'eth' });
    expect(rollback(optimistic)).toEqual(['btc']);
  });

  it('a failed remove puts the coin back where it was', () => {
    const { optimistic, rollback } = applyFavouriteOp(['btc', 'eth', 'sol'], { type: 'remove', coinId: 'eth' });
    expect(rollback(optimistic)).toEqual(['btc', 'eth', 'sol']);
  });

  it('rolling back one op leaves a later op on another coin in place', () => {
    const add = applyFavouriteOp(['btc'], { type: 'add', coinId: 'eth' });
    const remove = applyFavouriteOp(add.optimistic, { type: 'remove', coinId: 'btc' });
    expect(add.rollback(remove.optimistic)).toEqual([]);
    const remove2 = applyFavouriteOp(['btc', 'eth', 'sol'], { type: 'remove', coinId: 'sol' });
    const add2 = applyFavouriteOp(remove2.optimistic, { type: 'add', coinId: 'ada' });
    expect(remove2.rollback(add2.optimistic)).toEqual(['btc', 'eth', 'sol', 'ada']);
  });

  it('a rolled-back remove goes to the end when the list got shorter meanwhile', () => {
    const remove = applyFavouriteOp(['btc', 'eth', 'sol'], { type: 'remove', coinId: 'sol' });
    expect(remove.rollback(['btc'])).toEqual(['btc', 'sol']);
  });

  it('an op that changes nothing keeps the same list and rolls back to the current one', () => {
    const list = ['btc'];
    const add = applyFavouriteOp(list, { type: 'add', coinId: 'btc' });
    expect(add.optimistic).toBe(list);
    expect(add.rollback(['eth'])).toEqual(['eth']);
    const remove = applyFavouriteOp(list, { type: 'remove', coinId: 'eth' });
    expect(remove.optimistic).toBe(list);
  });

  it('the star toggle adds a coin that is not a favourite and removes one that is', () => {
    expect(toggleFavouriteOp(['btc'], 'eth')).toEqual({ type: 'add', coinId: 'eth' });
    expect(toggleFavouriteOp(['btc'], 'btc')).toEqual({ type: 'remove', coinId: 'btc' });
  });

  it('a call adds or removes its coins one at a time: new ones last, known ones and unknown removals change nothing', () => {
    expect(changeFavourites(['btc'], 'add', ['sol', 'btc', 'sol', 'eth'])).toEqual(['btc', 'sol', 'eth']);
    expect(changeFavourites(['btc', 'sol', 'eth'], 'remove', ['sol', 'doge'])).toEqual(['btc', 'eth']);
  });
});
