import type { Db } from '../client'
import { contactMessages } from '../schema'
import type { ContactStatus, ContactSubject, Language } from '~/lib/enums'
import { daysAgo } from './helpers'

// Demo messages in the contact inbox, so that a fresh installation (SEED_DEMO) shows the inbox
// and the dashboard's unread figure with something in them.

interface DemoMessage {
  firstName: string
  lastName: string
  email: string
  subject: ContactSubject
  language: Language
  status: ContactStatus
  hoursAgo: number
  message: string
}

const demoMessages: DemoMessage[] = [
  {
    firstName: 'Elif',
    lastName: 'Kaya',
    email: 'elif.kaya@anadolusaglik.example',
    subject: 'collaboration_offer',
    language: 'tr',
    status: 'new',
    hoursAgo: 3,
    message:
      'Merhaba,\nAnkara merkezli özel bir hastane grubuyuz. Yurt dışından gelen hastalarımız için transfer, konaklama ve tercümanlık hizmetlerinde sağlık turizmi markanızla iş birliği yapmak istiyoruz. Uygun olduğunuz bir gün kısa bir görüşme planlayabilir miyiz?\n\nSaygılarımla,\nElif Kaya',
  },
  {
    firstName: 'Omar',
    lastName: 'Al Mansoori',
    email: 'omar@gulfventures.example',
    subject: 'general_information',
    language: 'en',
    status: 'new',
    hoursAgo: 20,
    message:
      'Hello,\nWe are a family office in Abu Dhabi looking at technology investments in Türkiye. Could you share who we should speak to about your software and consultancy companies, and whether your Dubai office takes meetings next month?\n\nBest regards,\nOmar',
  },
  {
    firstName: 'Mehmet',
    lastName: 'Demir',
    email: 'mehmet.demir@example.com',
    subject: 'support_request',
    language: 'tr',
    status: 'read',
    hoursAgo: 52,
    message:
      'İyi günler, geçen hafta yaptığım Kapadokya tur rezervasyonunun onay e-postası bana ulaşmadı. Rezervasyon numaram HT-48213. Yardımcı olabilir misiniz?',
  },
  {
    firstName: 'Sarah',
    lastName: 'Whitfield',
    email: 'sarah.whitfield@example.co.uk',
    subject: 'feedback',
    language: 'en',
    status: 'read',
    hoursAgo: 120,
    message:
      'I used your visa consultancy for my UAE residence application and wanted to say thank you: the team explained every step clearly and the process took less time than I expected.',
  },
  {
    firstName: 'Can',
    lastName: 'Öztürk',
    email: 'can.ozturk@example.com',
    subject: 'other',
    language: 'tr',
    status: 'archived',
    hoursAgo: 400,
    message: 'Üniversitemizin kariyer gününe HOI Holding olarak katılmak ister misiniz? Etkinlik mart ayının ikinci haftasında yapılacak.',
  },
]

export async function insertDemoContactMessages(tx: Db, now: number): Promise<number> {
  const rows = demoMessages.map(({ hoursAgo, ...message }) => {
    const at = daysAgo(now, hoursAgo / 24)
    return { ...message, consentAt: at, createdAt: at, updatedAt: at }
  })
  await tx.insert(contactMessages).values(rows)
  return rows.length
}
