// The same notice card as "feature not enabled": one look for "this organisation's pages are
// closed to you, and here is what to do".
export {
  contact as action,
  icon,
  message,
  root,
  title,
} from "../../../components/FeatureNotEnabled/FeatureNotEnabled.css";
