// The one interface every outbound channel implements (e-mail, WhatsApp, SMS, browser push), and the registry the
// scheduled pass sends through. A channel turns a message already worded in the reader's language into its own
// form and says how it went; which notices go, when and to whom is decided before it is called.
import type { Language } from '@kalasetu/shared/limits';
import type { Channel } from '@kalasetu/shared/notices';
import type { Role } from '@kalasetu/shared/roles';

export type ChannelName = Channel;

/** The person a message is for, as their account stands when it is sent. */
export interface Recipient {
  userId: string;
  name: string;
  role: Role;
  lang: Language;
  email: string;
  /** A confirmed mobile number in E.164 (+91…); null when there is none or it is not confirmed. */
  phone: string | null;
}

/** A named value of a WhatsApp or SMS template. */
export interface TemplateVariable {
  name: string;
  value: string;
}

/** One message, worded in `lang` when it is sent (never when its event happened). */
export interface RenderedMessage {
  /** Names the provider's template: a notice kind (`payment_recorded`), or `grouped` for several notices at once. */
  template: string;
  lang: Language;
  /** One line: the mail's subject, a push notification's title. */
  subject: string;
  /** The notices, one sentence each. */
  lines: string[];
  /** Where the reader takes the next step (absolute). */
  url: string;
  /** The template's values in the order a WhatsApp template numbers them; `url` is the last. */
  variables: TemplateVariable[];
  /** A signed link that stops this topic's e-mail without signing in (List-Unsubscribe). */
  unsubscribeUrl: string;
  /** Settings → Preferences, where any channel is turned off. */
  settingsUrl: string;
}

/**
 * How a send went. `retry`: the channel could not take it now (an outage, a rate limit): it is tried again later,
 * a few times. `gone`: it can never be delivered (no such number, a template the provider refuses): recorded, not
 * retried.
 */
export type SendOutcome =
  | { status: 'delivered'; reference?: string }
  | { status: 'retry'; reason: string }
  | { status: 'gone'; reason: string };

export interface OutboundChannel {
  readonly name: ChannelName;
  /** Whether a person must opt in before anything is sent here (everything but e-mail). */
  readonly needsOptIn: boolean;
  /** Whether the account has somewhere this channel can reach (an e-mail address, a confirmed phone). */
  reaches(recipient: Recipient): boolean;
  send(recipient: Recipient, message: RenderedMessage): Promise<SendOutcome>;
}

export interface SentMessage {
  channel: ChannelName;
  recipient: Recipient;
  message: RenderedMessage;
}

export interface ChannelRegistry {
  /** Adds a channel (or replaces the one of that name); the pass sends through every registered channel. */
  register(channel: OutboundChannel): void;
  get(name: ChannelName): OutboundChannel | undefined;
  list(): OutboundChannel[];
  /** Calls `listener` after every delivered message, on any channel; returns the unsubscribe (tests await with it). */
  onSent(listener: (sent: SentMessage) => void): () => void;
}

export function createChannelRegistry(): ChannelRegistry {
  const channels = new Map<ChannelName, OutboundChannel>();
  const listeners = new Set<(sent: SentMessage) => void>();
  /** The channel each registered wrapper stands for, so registering one again does not wrap it twice. */
  const unwrapped = new WeakMap<OutboundChannel, OutboundChannel>();
  const observed = (channel: OutboundChannel): OutboundChannel => {
    const wrapper: OutboundChannel = {
      name: channel.name,
      needsOptIn: channel.needsOptIn,
      reaches: (recipient) => channel.reaches(recipient),
      async send(recipient, message) {
        const outcome = await channel.send(recipient, message);
        if (outcome.status === 'delivered')
          for (const listener of listeners) listener({ channel: channel.name, recipient, message });
        return outcome;
      },
    };
    unwrapped.set(wrapper, channel);
    return wrapper;
  };
  return {
    register: (channel) => void channels.set(channel.name, observed(unwrapped.get(channel) ?? channel)),
    get: (name) => channels.get(name),
    list: () => [...channels.values()],
    onSent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
