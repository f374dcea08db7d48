// The brands page still imports the intro from here while its filters are reworked elsewhere;
// it moves to '~/components/layout/page-intro' with them, and this file goes.
export { PageIntro } from '~/components/layout/page-intro'
