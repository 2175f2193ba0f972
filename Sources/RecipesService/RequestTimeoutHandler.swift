import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection that is slow to send a request: its head must arrive within `headerTimeout` of the
/// connection opening (or of the previous response ending), and the rest of it within `bodyTimeout` of the head.
final class RequestTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private enum State {
        /// Waiting for a request head (a new connection, or one kept alive).
        case awaitingHead
        /// The head arrived; waiting for the end of the body.
        case readingBody
        /// The request was read; the server is answering, which takes as long as it takes.
        case answering
    }

    private let headerTimeout: TimeAmount
    private let bodyTimeout: TimeAmount
    private var state = State.awaitingHead
    /// Requests begun whose answers have not ended: more than one when pipelined, none after an early answer.
    private var unanswered = 0
    /// When the body of the request being read must have ended.
    private var bodyDeadline = NIODeadline.distantFuture
    /// When the connection is closed unless something moves it; `distantFuture` while the server is answering.
    private var deadline = NIODeadline.distantFuture
    /// The check scheduled to look at `deadline`, and when it runs.
    private var timer: (task: Scheduled<Void>, at: NIODeadline)?

    init(headerTimeout: TimeAmount, bodyTimeout: TimeAmount) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
    }

    /// The longest a check waits before it looks at the deadline again: the shorter timeout, so a check scheduled
    /// earlier never runs after a deadline set since; at least 100 ms, so that tiny timeouts do not keep the loop busy.
    private var checkInterval: TimeAmount { max(min(headerTimeout, bodyTimeout), .milliseconds(100)) }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(headerTimeout, context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    func channelActive(context: ChannelHandlerContext) {
        if state == .awaitingHead && timer == nil { arm(headerTimeout, context: context) }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            state = .readingBody
            unanswered += 1
            bodyDeadline = .now() + bodyTimeout
            arm(bodyTimeout, context: context)
        case .body:
            break
        case .end where unanswered == 0:
            // Answered before its body was read (a 413 or 401): the next head is now awaited.
            state = .awaitingHead
            arm(headerTimeout, context: context)
        case .end:
            state = .answering
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // Only once the answer is complete does the wait for the next request's head begin; a request already
        // being read (pipelined, or answered before its body was read) keeps its own deadline.
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 && state == .answering {
                state = .awaitingHead
                arm(headerTimeout, context: context)
            } else if unanswered == 0 && state == .readingBody {
                // Answered before its body was read (a 401 or 413): the rest of that body must come by its own
                // deadline and as promptly as a next head would, whichever is sooner (the framework may not read it).
                arm(until: min(bodyDeadline, .now() + headerTimeout), context: context)
            }
        }
        context.write(data, promise: promise)
    }

    private func arm(_ timeout: TimeAmount, context: ChannelHandlerContext) {
        arm(until: .now() + timeout, context: context)
    }

    // Each kept-alive request moves the deadline three times. Scheduling and cancelling a task each time was a few
    // percent of a small answer's cost, so the deadline is a value and one check runs no later than it: at most
    // `checkInterval` after it was scheduled, and at once rescheduled for a sooner deadline. When it runs it closes
    // the connection, or looks again when the deadline moved on.
    private func arm(until deadline: NIODeadline, context: ChannelHandlerContext) {
        self.deadline = deadline
        if let timer, timer.at <= deadline { return }
        cancelTimer()
        schedule(at: min(deadline, .now() + checkInterval), context: context)
    }

    private func schedule(at time: NIODeadline, context: ChannelHandlerContext) {
        let loop = context.eventLoop.assumeIsolated()
        let task = loop.scheduleTask(deadline: time) { [self] in
            timer = nil
            guard deadline != .distantFuture else { return }
            if deadline <= .now() {
                context.channel.close(promise: nil)
            } else {
                schedule(at: min(deadline, .now() + checkInterval), context: context)
            }
        }
        timer = (task, time)
    }

    /// The server is answering: no deadline until the answer ends (the pending check, if any, finds none).
    private func disarm() {
        deadline = .distantFuture
    }

    private func cancelTimer() {
        timer?.task.cancel()
        timer = nil
    }
}
