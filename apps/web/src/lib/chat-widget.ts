/**
 * The customer-chat widget (spec §1: "loaded and shut down by the portal"): Channel Talk's official
 * web SDK, booted after login with the member id and the partner name, shut down when the session is
 * forgotten (logout, expiry). Without a plugin key nothing is imported, no script tag is added and no
 * request is made. The SDK sits behind a small port so tests can watch boot and shutdown.
 */
import { env } from './env';
import { onSessionCleared } from './session/session-store';

/** What the portal asks of the widget's SDK (Channel Talk's `boot` and `shutdown`). */
export interface ChatWidgetSdk {
  boot(option: { pluginKey: string; memberId: string; profile: { name: string }; language: string }): void;
  shutdown(): void;
}
export type ChatWidgetLoader = () => Promise<ChatWidgetSdk>;

/** Channel Talk's loader: its `loadScript` adds the SDK's script tag once; calls queue until it runs. */
const loadChannelTalk: ChatWidgetLoader = async () => {
  const sdk = await import('@channel.io/channel-web-sdk-loader');
  sdk.loadScript();
  return sdk;
};

export interface ChatMember {
  memberId: string;
  partnerName: string;
}

export function createChatWidget(pluginKey: string | undefined, load: ChatWidgetLoader = loadChannelTalk) {
  let sdk: Promise<ChatWidgetSdk> | null = null;
  let bootedFor: string | null = null;
  // Bumped by every start and stop: a boot that finishes after a logout must not happen.
  let generation = 0;

  const widget = {
    /** Boots the widget for this member (again only when the member or partner name changed). */
    async start(member: ChatMember): Promise<void> {
      if (!pluginKey) return;
      const identity = `${member.memberId}\n${member.partnerName}`;
      if (bootedFor === identity) return;
      const mine = (generation += 1);
      try {
        sdk ??= load();
        const loaded = await sdk;
        if (mine !== generation) return;
        if (bootedFor) loaded.shutdown();
        loaded.boot({
          pluginKey,
          memberId: member.memberId,
          profile: { name: member.partnerName },
          language: 'ko',
        });
        bootedFor = identity;
      } catch {
        // A blocked or failed widget script must never get in the partner's way; a later start retries.
        sdk = null;
      }
    },
    /** Shuts the widget down (logout): its messenger and the member's chat go away. */
    stop(): void {
      generation += 1;
      if (!bootedFor || !sdk) return;
      bootedFor = null;
      void sdk.then((loaded) => loaded.shutdown()).catch(() => undefined);
    },
  };
  // Every way a session ends (logout, expiry, another account) goes through clearSession.
  onSessionCleared(() => widget.stop());
  return widget;
}

export type ChatWidget = ReturnType<typeof createChatWidget>;

export const chatWidget: ChatWidget = createChatWidget(env.channelTalkPluginKey);
