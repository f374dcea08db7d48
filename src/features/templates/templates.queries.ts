import { queryOptions } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useAppMutation } from '~/lib/use-app-mutation'
import { deleteTemplateFn, getTemplateFn, listTemplatesFn } from './templates.functions'

export const templateQueries = {
  all: ['dashboard', 'templates'] as const,
  list: () => queryOptions({ queryKey: [...templateQueries.all, 'list'], queryFn: () => listTemplatesFn() }),
  edit: (id: string) => queryOptions({ queryKey: [...templateQueries.all, 'edit', id], queryFn: () => getTemplateFn({ data: { id } }) }),
}

export function useDeleteTemplate(onSuccess: () => void | Promise<void>) {
  const remove = useServerFn(deleteTemplateFn)
  return useAppMutation({ mutationFn: (id: string) => remove({ data: { id } }), invalidate: [templateQueries.all], onSuccess })
}
