// No async boundary: the shell's shared libraries are eager (in this entry file), so they are
// ready before any module that uses them runs, and the bootstrap needs no second request.
import './bootstrap';
