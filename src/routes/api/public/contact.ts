import { createFileRoute } from '@tanstack/react-router'
import { handleContactRequest } from '~/features/contact/contact.http.server'

/** DESIGN §6: a contact message, JSON. */
export const Route = createFileRoute('/api/public/contact')({
  server: {
    handlers: {
      POST: ({ request }) => handleContactRequest(request),
    },
  },
})
