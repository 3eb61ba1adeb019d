import { describe, expect, it } from 'vitest';
import { createProgressHub, type ProgressUpdate } from '../../src/modules/generator/progress-hub.ts';

const update = (track_id: string, message = 'Building'): ProgressUpdate => ({ track_id, status: 'building_html', message, progress: 40 });

describe('the in-process progress hub', () => {
  it("gives a message to every subscriber of its track_id and to no one else's", () => {
    const hub = createProgressHub();
    const heard: string[] = [];
    hub.subscribe('a', (message) => heard.push(`first ${message.track_id}`));
    hub.subscribe('a', (message) => heard.push(`second ${message.track_id}`));
    hub.subscribe('b', (message) => heard.push(`other ${message.track_id}`));
    hub.publish(update('a'));
    expect(heard).toEqual(['first a', 'second a']);
  });

  it('lets a subscriber leave while it hears a message without taking the message from the others', () => {
    const hub = createProgressHub();
    const heard: string[] = [];
    const leave = hub.subscribe('a', () => {
      heard.push('leaving');
      leave();
    });
    hub.subscribe('a', () => heard.push('staying'));
    hub.publish(update('a'));
    hub.publish(update('a'));
    expect(heard).toEqual(['leaving', 'staying', 'staying']);
  });

  it('counts one listener subscribed twice as two subscriptions, each ended by its own unsubscribe', () => {
    const hub = createProgressHub();
    const heard: string[] = [];
    const listener = (message: ProgressUpdate) => heard.push(message.message);
    const first = hub.subscribe('a', listener);
    hub.subscribe('a', listener);
    hub.publish(update('a', 'twice'));
    first();
    first();
    hub.publish(update('a', 'once'));
    expect(heard).toEqual(['twice', 'twice', 'once']);
  });

  it('keeps a new subscriber of a track_id whose earlier subscribers all left, whatever their old unsubscribes do', () => {
    const hub = createProgressHub();
    const heard: string[] = [];
    const leaveOld = hub.subscribe('a', () => heard.push('old'));
    leaveOld();
    hub.subscribe('a', () => heard.push('new'));
    leaveOld();
    hub.publish(update('a'));
    expect(heard).toEqual(['new']);
  });
});
