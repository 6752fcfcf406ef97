/** The inspection notice popup's 오늘 하루 안보기 cookie key (apart from the popup, which loads on demand). */
export const INSPECTION_NOTICE_POPUP = 'serviceInspection';
