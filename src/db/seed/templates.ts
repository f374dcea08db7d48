import type { Db } from '../client'
import { mailTemplates } from '../schema'

// Demo e-mail templates (decision 048): what a hiring team writes at three stages, in both
// languages, so that the move dialog has something to offer on a fresh installation.
const demoTemplates = [
  {
    name: 'Mülakat daveti',
    stage: 'interview',
    subjectTr: '{{position}} başvurunuz: mülakat daveti',
    bodyTr:
      'Merhaba {{firstName}},\n\n{{company}} bünyesindeki {{position}} pozisyonuna gösterdiğiniz ilgi için teşekkür ederiz. Sizinle bir mülakat yapmak istiyoruz; uygun olduğunuz zamanları kısa süre içinde iletmenizi rica ederiz.\n\nSevgiler,\nİnsan Kaynakları',
    subjectEn: 'Your application for {{position}}: an interview',
    bodyEn:
      'Hello {{firstName}},\n\nThank you for your interest in the {{position}} position at {{company}}. We would like to meet you for an interview; please let us know when you are available.\n\nBest regards,\nHuman Resources',
  },
  {
    name: 'Teklif',
    stage: 'offer',
    subjectTr: '{{company}}: {{position}} için teklifimiz',
    bodyTr:
      'Merhaba {{firstName}},\n\n{{position}} pozisyonu için size bir teklifte bulunmaktan mutluluk duyuyoruz. Ayrıntıları ayrı bir e-postayla paylaşacağız.\n\nSevgiler,\nİnsan Kaynakları',
    subjectEn: '{{company}}: our offer for {{position}}',
    bodyEn:
      'Hello {{firstName}},\n\nWe are glad to offer you the {{position}} position. We will share the details in a separate e-mail.\n\nBest regards,\nHuman Resources',
  },
  {
    name: 'Olumsuz yanıt',
    stage: 'rejected',
    subjectTr: '{{position}} başvurunuz hakkında',
    bodyTr:
      'Merhaba {{firstName}},\n\n{{company}} bünyesindeki {{position}} pozisyonuna başvurduğunuz için teşekkür ederiz. Dikkatli bir değerlendirmenin ardından bu pozisyon için başka adaylarla ilerlemeye karar verdik.\n\nİleride açılacak pozisyonlarda yeniden görüşmeyi umarız.\n\nSevgiler,\nİnsan Kaynakları',
    subjectEn: 'About your application for {{position}}',
    bodyEn:
      'Hello {{firstName}},\n\nThank you for applying for the {{position}} position at {{company}}. After careful consideration we have decided to move forward with other candidates for this position.\n\nWe hope to speak again about a future opening.\n\nBest regards,\nHuman Resources',
  },
] as const

/** Inserts the demo templates; returns how many. */
export async function insertDemoTemplates(tx: Db): Promise<number> {
  const rows = await tx
    .insert(mailTemplates)
    .values([...demoTemplates])
    .returning({ id: mailTemplates.id })
  return rows.length
}
