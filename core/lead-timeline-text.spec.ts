import { failedAttemptDetail, gaveUpDetail, noteAddedText, notificationText, ownerChangeText, receivedText, sentDetail, statusChangeText } from './lead-timeline-text.js';

describe("a lead's timeline in words", () => {
  it('says where a lead came from, in words, and why it is spam', () => {
    expect(receivedText('slide_out_hero_section', false)).toBe('Received from Quote dialog: Hero section');
    expect(receivedText('home_form', true)).toBe("Received from Home page quote form (marked spam: the form's hidden field was filled)");
  });

  it('names status moves and notes with who did them', () => {
    expect(statusChangeText('new', 'contacted', 'alice')).toBe('New -> Contacted by alice');
    expect(statusChangeText('spam', 'new', null)).toBe('Spam -> New');
    expect(noteAddedText('alice')).toBe('Note added by alice');
  });

  it('names an owner change: taken, assigned by someone or by round robin, or cleared', () => {
    expect(ownerChangeText('dana', 'dana')).toBe('Taken by dana');
    expect(ownerChangeText('sam', 'dana')).toBe('Assigned to sam by dana');
    expect(ownerChangeText('sam', null)).toBe('Assigned to sam by round robin');
    expect(ownerChangeText(null, 'dana')).toBe('Unassigned by dana');
  });

  it('tells each notification outcome on its channel', () => {
    expect(notificationText('queued', 'email', null)).toBe('E-mail queued');
    expect(notificationText('failed', 'webhook', failedAttemptDetail(2, 11, 'HTTP 502'))).toBe('Webhook failed: attempt 2 of 11: HTTP 502; it will be retried');
    expect(notificationText('failed', 'webhook', failedAttemptDetail(11, 11, 'HTTP 502'))).toBe('Webhook failed: attempt 11 of 11: HTTP 502');
    expect(notificationText('sent', 'email', sentDetail('to dispatch@example.test', 2))).toBe('E-mail sent: to dispatch@example.test, at attempt 2');
    expect(notificationText('sent', 'email', sentDetail('to dispatch@example.test', 1))).toBe('E-mail sent: to dispatch@example.test');
    expect(notificationText('gave_up', 'email', gaveUpDetail(11, 'HTTP 502'))).toBe('E-mail gave up: after 11 attempts; the last: HTTP 502');
    expect(notificationText('skipped', 'none', 'no channel configured')).toBe('Notification not sent: no channel configured');
  });
});
