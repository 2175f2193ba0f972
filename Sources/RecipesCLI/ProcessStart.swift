import CAllocatorTuning
import Foundation

/// What both executables do first, before any thread starts: signals unblocked, closed standard streams held.
package enum ProcessStart {
    /// Unblocks the signals the commands handle, and holds each closed standard stream with /dev/null.
    package static func prepareStandardStreamsAndSignals() {
        // A parent may start us with SIGINT and SIGTERM blocked (thread pools often block signals, and children
        // inherit the mask); `serve` needs them to shut down gracefully, `cook` to restore the terminal and redraw.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        sigaddset(&signals, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        // A reader that closes the pipe (`recipes list | head`) is no error (README): a write then fails with EPIPE,
        // which the console notes, rather than SIGPIPE killing us with status 141. Caught, not ignored: a caught
        // signal is reset on exec, so an editor or `recipes-net` started from here gets the default back.
        signal(SIGPIPE) { _ in }
        // A closed standard stream would be taken by the next file opened, and its bytes read as input or
        // overwritten by output. Hold each closed one with /dev/null opened the wrong way, so that reading a
        // closed standard input fails with EBADF ("is closed") and writes to closed outputs go nowhere.
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        where fcntl(descriptor, F_GETFD) == -1 {
            _ = open("/dev/null", flags | O_CLOEXEC)
        }
    }

    /// Keeps freed memory for reuse for the rest of a short run, rather than giving it back to the kernel at once.
    package static func keepFreedMemory() {
        // glibc maps each allocation over 128 KiB on its own and gives back the top of the heap past 128 KiB; a
        // command that decodes a catalog frees a batch's buffers (some tens of megabytes) and asks for as much
        // again, and every page of it comes back as a fresh fault the kernel zeroes (a sixth of a whole list's CPU).
        // So up to 32 MiB comes from the heap, and up to 256 MiB freed stays there until the command exits, or
        // until a command that waits between rounds (`list --watch`) gives it back (`releaseFreedMemory`).
        _ = recipes_keep_freed_memory(32 << 20, 256 << 20)
    }

    /// Gives memory freed and kept (`keepFreedMemory`) back to the kernel: before a long wait.
    package static func releaseFreedMemory() {
        recipes_release_freed_memory()
    }
}
