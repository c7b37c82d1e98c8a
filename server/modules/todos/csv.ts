import { TODO_CSV_COLUMNS, type Todo } from '@/lib/schemas/todos';
import { csvCell, csvStreamResponse } from '@/server/http/csv';

/** One CSV line of a to-do: every text cell neutralised by `csvCell`. */
function line(todo: Todo): string {
  const subject = todo.subject ? `${todo.subject.kind}:${todo.subject.id}` : '';
  const values = [todo.title, todo.state, todo.priority, todo.due_date, todo.assignee?.email ?? '', subject, todo.description, todo.created_at, todo.closed_note];
  return `${values.map((value) => csvCell(value)).join(',')}\r\n`;
}

/** The export streamed page by page: the server holds one page of rows at a time, whatever their number. */
export function todoCsvResponse(pages: AsyncGenerator<Todo[]>): Response {
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${TODO_CSV_COLUMNS.join(',')}\r\n`));
        return;
      }
      const next = await pages.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(line).join('')));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return csvStreamResponse(body);
}
