export { leaveAnswer, takeAnswer } from './early-answers';
