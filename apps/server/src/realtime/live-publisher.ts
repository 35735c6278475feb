import type { EngineReport } from '../http/engine-report.ts';
/**
 * How the server puts a message on an MQTT topic, whichever broker carries it (the embedded
 * Aedes or an external one through MQTT_URL). Messages go out at QoS 1, never retained:
 * clients subscribe at QoS 2 and receive min(1, 2) = 1 (requirement stack-broker: QoS 2 delivery
 * loses messages in aedes-persistence 11), and each payload carries a sequence that removes
 * the duplicates QoS 1 may bring.
 */
export interface LivePublisher {
  /** Where the messages go, for the start log (never a password). */
  readonly description: string;
  /** Whether the broker takes messages now, for the health page. */
  health(): EngineReport;
  /**
   * Resolves once the message is handed over: to the embedded broker, or to the external broker's
   * client queue. `qos` defaults to LIVE_PUBLISH_QOS; chat goes at 0 (CHAT_PUBLISH_QOS).
   */
  publish(topic: string, payload: string, qos?: 0 | 1): Promise<void>;
  /** Stops publishing; later calls to publish do nothing. */
  close(): Promise<void>;
}

export const LIVE_PUBLISH_QOS = 1;

/**
 * Chat goes out at QoS 0: a browser that was away catches up from history (after its last id),
 * so the broker need not queue, track and hear an acknowledgement for every delivery of every
 * message to every subscriber (decision 0053: half the server's chat fan-out time).
 */
export const CHAT_PUBLISH_QOS = 0;
