export { Sidebar, type SidebarProps, type SidebarLink } from './Sidebar';
