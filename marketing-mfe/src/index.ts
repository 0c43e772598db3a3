// The async boundary: shared singletons are negotiated before any module that uses them runs.
void import('./bootstrap');
