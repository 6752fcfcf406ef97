import { PATHS } from '@partner-portal/contract/routes';
import { Link } from 'react-router';
import './not-found.css';

/** `/404`: where unknown paths land (spec §2). Plain React: visitors reach it too. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">페이지를 찾을 수 없습니다</h1>
      <p className="not-found__text">
        주소가 바뀌었거나 없어진 페이지입니다. 입력하신 주소를 다시 확인해주세요.
      </p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={PATHS.intro}>
          파트너센터 홈
        </Link>
        <Link className="button button--ghost" to={PATHS.enter}>
          입점 안내
        </Link>
      </div>
    </main>
  );
}
