import { createFileRoute } from '@tanstack/react-router'
import { handleContactRequest } from '~/features/contact/contact.http.server'

/** A contact message, JSON (decision 020). */
export const Route = createFileRoute('/api/public/contact')({
  server: {
    handlers: {
      POST: ({ request }) => handleContactRequest(request),
    },
  },
})
