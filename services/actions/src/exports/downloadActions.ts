import { fileNameOf } from '@canopy/platform/download/attachment';
import { sendXlsx } from '@canopy/platform/download/xlsx';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { FastifyReply } from 'fastify';
import { assignedWorkspace, type PlanPorts, type PlanWorkspace } from '../http/planPorts.ts';
import { writeActionsWorkbook } from './actionsWorkbook.ts';

export const access = assignedWorkspace;

type ActionsFile = { fileName: string; write: Parameters<typeof sendXlsx>[2] };

/** every action of the workspace's plan as an xlsx for the client (ADR 0134), under the workspace's name */
export const downloadActions =
  (ports: Pick<PlanPorts, 'answerPlan'>) =>
  async (_input: unknown, { scope: workspace, user }: Prelude<PlanWorkspace>): Promise<ActionsFile> => {
    const plan = await ports.answerPlan(workspace.id, user.teamId);
    return {
      fileName: `Action_plan_${fileNameOf(workspace.name, 'workspace')}.xlsx`,
      write: (book) => writeActionsWorkbook(book, plan),
    };
  };

/** the row's reply: the file, streamed */
export const reply = (answer: FastifyReply, file: ActionsFile) => sendXlsx(answer, file.fileName, file.write);
