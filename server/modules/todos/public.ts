/** To-dos' public surface (issue 24): the routes, which also add the listeners and jobs that keep gap to-dos. */
export { registerTodoRoutes } from './routes';
