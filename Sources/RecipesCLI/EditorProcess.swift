import Foundation

/// The person's editor, run on the terminal the way git runs one: `/bin/sh -c '<editor> "$1"'`, started with
/// posix_spawn and waited for with SIGINT and SIGQUIT ignored here meanwhile.
///
/// Ignored because those keys are the editor's: a Ctrl-C in an editor that leaves the terminal's signals on (ed,
/// `code --wait`, a script) reaches the whole foreground group, and it must not end `recipes` under the editor,
/// losing the edit and leaving the editor running. Not Foundation's `Process`, whose wait polls a run loop.
enum EditorProcess {
    /// Why the editor could not be started.
    struct LaunchError: Error {
        /// What went wrong, for the one line said.
        let reason: String
    }

    /// Runs `editor` on `path` with our standard streams and environment, and waits for it: its exit status, or
    /// 128 plus the number of the signal that ended it, as a shell reports one.
    static func run(editor: String, path: String) throws(LaunchError) -> Int32 {
        // Ignored here, saved whole (the crash handler's SIGQUIT takes SA_SIGINFO), and put back as they were.
        var interrupt = Self.ignore(SIGINT), quit = Self.ignore(SIGQUIT)
        defer {
            sigaction(SIGINT, &interrupt, nil)
            sigaction(SIGQUIT, &quit, nil)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor gets the default action of what we ignore only for it, as git's does: a signal our own parent
        // had ignored (a job in the background) stays ignored. No signal is blocked in it.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for (signal, saved) in [(SIGINT, interrupt), (SIGQUIT, quit)] where !Self.isIgnored(saved) { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        Self.closeInheritedDescriptors(&actions)

        let arguments: [String] = ["/bin/sh", "-c", "\(editor) \"$1\"", "sh", path]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw LaunchError(reason: String(cString: strerror(spawned))) }
        // Blocking is right here: the edit is all this process does until the editor ends.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw LaunchError(reason: "lost track of it: \(String(cString: strerror(errno)))") }
        }
        let signalled = status & 0x7f
        return signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
    }

    /// Ignores `signal`, returning what it was set to.
    private static func ignore(_ signal: Int32) -> sigaction {
        var ignored = sigaction()
        ignored.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignored.sa_mask)
        var saved = sigaction()
        sigaction(signal, &ignored, &saved)
        return saved
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        action.sa_flags & SA_SIGINFO == 0
            && unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Descriptors 3 and up stay ours (the store's files among them), where the C library can close them in the child.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        // glibc 2.34+ has this action, but Swift's Glibc module does not import it: looked up by name, skipped without.
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
}
