import {
  Clock,
  FileText,
  MessageSquareWarning,
  Newspaper,
  Rss,
  ScrollText,
  ShoppingBasket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { RoleType } from '@vaarta/core/constants';
import { isEditorOrAdmin, isStaff } from '@vaarta/core/newsroom-rules';

export type DeskId =
  'stories' | 'moderation' | 'epaper' | 'mandi' | 'feeds' | 'people' | 'audit' | 'jobs';

export interface Desk {
  id: DeskId;
  path: `/newsroom/${string}`;
  icon: LucideIcon;
  /** Whether a role may use it: the server refuses the others' calls (403) all the same. */
  opensFor: (roleType: RoleType) => boolean;
}

const admins = (roleType: RoleType) => roleType === 'admin';
const editors = (roleType: RoleType) => isEditorOrAdmin({ roleType });

/** The newsroom's desks in the order the navigation lists them. */
export const DESKS: readonly Desk[] = [
  { id: 'stories', path: '/newsroom/stories', icon: FileText, opensFor: isStaff },
  { id: 'moderation', path: '/newsroom/moderation', icon: MessageSquareWarning, opensFor: editors },
  { id: 'epaper', path: '/newsroom/epaper', icon: Newspaper, opensFor: editors },
  { id: 'mandi', path: '/newsroom/mandi', icon: ShoppingBasket, opensFor: editors },
  { id: 'feeds', path: '/newsroom/feeds', icon: Rss, opensFor: editors },
  { id: 'people', path: '/newsroom/people', icon: Users, opensFor: admins },
  { id: 'audit', path: '/newsroom/audit', icon: ScrollText, opensFor: admins },
  { id: 'jobs', path: '/newsroom/jobs', icon: Clock, opensFor: editors },
];

export const desksFor = (roleType: RoleType) => DESKS.filter((desk) => desk.opensFor(roleType));
