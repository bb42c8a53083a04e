import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import ShieldPersonIcon from "@mui/icons-material/AdminPanelSettings";
import ApartmentIcon from "@mui/icons-material/Apartment";
import ArticleIcon from "@mui/icons-material/Article";
import AssessmentIcon from "@mui/icons-material/Assessment";
import AssignmentIcon from "@mui/icons-material/Assignment";
import BookmarksIcon from "@mui/icons-material/Bookmarks";
import BusinessIcon from "@mui/icons-material/Business";
import CampaignIcon from "@mui/icons-material/Campaign";
import CardMembershipIcon from "@mui/icons-material/CardMembership";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DownloadIcon from "@mui/icons-material/Download";
import EventIcon from "@mui/icons-material/Event";
import GavelIcon from "@mui/icons-material/Gavel";
import GridOnIcon from "@mui/icons-material/GridOn";
import GroupIcon from "@mui/icons-material/Group";
import HelpCenterIcon from "@mui/icons-material/HelpCenter";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import InboxIcon from "@mui/icons-material/Inbox";
import InsightsIcon from "@mui/icons-material/Insights";
import InventoryIcon from "@mui/icons-material/Inventory2";
import LayersIcon from "@mui/icons-material/Layers";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import MapIcon from "@mui/icons-material/Map";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import MoveToInboxIcon from "@mui/icons-material/MoveToInbox";
import NewReleasesIcon from "@mui/icons-material/NewReleases";
import NewspaperIcon from "@mui/icons-material/Newspaper";
import NotificationsActiveIcon from "@mui/icons-material/NotificationsActive";
import OilBarrelIcon from "@mui/icons-material/OilBarrel";
import PaymentsIcon from "@mui/icons-material/Payments";
import PlayCircleIcon from "@mui/icons-material/PlayCircle";
import PriceCheckIcon from "@mui/icons-material/PriceCheck";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SchoolIcon from "@mui/icons-material/School";
import ScienceIcon from "@mui/icons-material/Science";
import SellIcon from "@mui/icons-material/Sell";
import SettingsIcon from "@mui/icons-material/Settings";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import ShowChartIcon from "@mui/icons-material/ShowChart";
import StorageIcon from "@mui/icons-material/Storage";
import TollIcon from "@mui/icons-material/Toll";
import TuneIcon from "@mui/icons-material/Tune";
import VpnKeyIcon from "@mui/icons-material/VpnKey";
import type { ReactNode } from "react";

/** Each entry's icon, by path. */
export const ICONS: Record<string, ReactNode> = {
  "/": <DashboardIcon />,
  "/members": <GroupIcon />,
  "/administrators": <ShieldPersonIcon />,
  "/administrators/loa": <AccountTreeIcon />,
  "/admin/applications": <AssignmentIcon />,
  "/loa/approvals": <HowToRegIcon />,
  "/finance/applications": <PaymentsIcon />,
  "/admin/payments": <PriceCheckIcon />,
  "/mbr/applications": <LayersIcon />,
  "/activation/applications": <PlayCircleIcon />,
  "/subscription": <CardMembershipIcon />,
  "/organization": <ApartmentIcon />,
  "/admin/subscriptions": <CardMembershipIcon />,
  "/admin/organizations": <ApartmentIcon />,
  "/admin/known-companies": <BusinessIcon />,
  "/admin/institutes": <SchoolIcon />,
  "/admin/bid-rounds": <EventIcon />,
  "/admin/configuration": <SettingsIcon />,
  "/catalog": <StorageIcon />,
  "/map": <MapIcon />,
  "/data-explorer": <InsightsIcon />,
  "/well-analytics": <ShowChartIcon />,
  "/bid-rounds": <GridOnIcon />,
  "/study-documents": <SchoolIcon />,
  "/mbr": <GavelIcon />,
  "/mbr-plus": <LayersIcon />,
  "/technical-studies": <AssignmentIcon />,
  "/production-data": <OilBarrelIcon />,
  "/core-analysis": <ScienceIcon />,
  "/bookmarks": <BookmarksIcon />,
  "/glossary": <MenuBookIcon />,
  "/admin/tags": <LocalOfferIcon />,
  "/new-data": <NewReleasesIcon />,
  "/data-preparation": <TuneIcon />,
  "/data-preparation/announcements": <CampaignIcon />,
  "/data-preparation/core-analysis": <ScienceIcon />,
  "/data-preparation/production-data": <OilBarrelIcon />,
  "/credits": <TollIcon />,
  "/downloads": <DownloadIcon />,
  "/data-requests": <MoveToInboxIcon />,
  "/admin/data-requests": <MoveToInboxIcon />,
  "/data-packs": <InventoryIcon />,
  "/admin/data-packs": <InventoryIcon />,
  "/admin/credit-purchases": <ShoppingCartIcon />,
  "/admin/download-credit-plans": <SellIcon />,
  "/admin/curated-packages": <InventoryIcon />,
  "/admin/e-invoices": <CloudUploadIcon />,
  "/invoices": <ReceiptLongIcon />,
  "/admin/invoices": <ReceiptLongIcon />,
  "/admin/email-reminder-settings": <NotificationsActiveIcon />,
  "/admin/service-accounts": <VpnKeyIcon />,
  "/admin/static-content": <ArticleIcon />,
  "/admin/reports": <AssessmentIcon />,
  "/admin/news": <NewspaperIcon />,
  "/admin/faqs": <HelpCenterIcon />,
  "/admin/messages": <InboxIcon />,
  "/admin/eula": <GavelIcon />,
};

/** Each group's icon, by id. */
export const GROUP_ICONS: Record<string, ReactNode> = {
  catalogue: <StorageIcon />,
  "data-preparation": <TuneIcon />,
  customers: <GroupIcon />,
  money: <PaymentsIcon />,
  content: <ArticleIcon />,
  reports: <AssessmentIcon />,
  settings: <SettingsIcon />,
  data: <StorageIcon />,
  areas: <LayersIcon />,
  downloads: <DownloadIcon />,
  account: <AccountCircleIcon />,
  more: <MenuBookIcon />,
};
