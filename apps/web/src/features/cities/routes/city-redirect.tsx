import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import { Navigate, useParams } from 'react-router';

/** /city/{id} (the home hero card's singular link) lands on the city screen. */
export function CityRedirect() {
  const { id = '' } = useParams();
  const target =
    id === String(MEXICO_CITY_ID) ? paths.mexico() : paths.city(encodeURIComponent(id));
  return <Navigate to={target} replace />;
}
