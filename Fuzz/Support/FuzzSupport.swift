import Foundation

/// Stops the fuzzer with a message; libFuzzer records the input that got here as a crash.
func fuzzFailure(_ message: @autoclosure () -> String) -> Never {
    FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
    fatalError("fuzz check failed")
}
