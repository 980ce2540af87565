import { useEffect, useRef } from 'react';

/**
 * The payment provider's card form, served from its own origin: card data never touches this page.
 * Messages are accepted only from that origin and that frame.
 */
export function CardFrame({
  clientUrl,
  amount,
  language,
  title,
  onPaymentMethod,
  onInvalid,
}: {
  clientUrl: string;
  amount: { currency: string; value: number };
  /** The market's language: the provider's form speaks it (labels, validation messages). */
  language: string;
  title: string;
  onPaymentMethod: (method: Record<string, string>) => void;
  onInvalid: (message: string) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const providerOrigin = new URL(clientUrl).origin;
  const query = new URLSearchParams({
    origin: window.location.origin,
    amount: String(amount.value),
    currency: amount.currency,
    lang: language,
  });
  const src = `${clientUrl}?${query}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: string; paymentMethod?: Record<string, string>; message?: string };
      if (message?.type === 'sandboxpay:paymentMethod' && message.paymentMethod) onPaymentMethod(message.paymentMethod);
      if (message?.type === 'sandboxpay:invalid') onInvalid(message.message ?? '');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin, onPaymentMethod, onInvalid]);

  return <iframe ref={frame} className="card-frame" title={title} src={src} sandbox="allow-scripts allow-forms allow-same-origin" />;
}
