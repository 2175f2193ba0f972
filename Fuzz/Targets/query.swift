import Foundation

// bytes as UTF-8 → the service's query-string parser (Sources/RecipesService/RecipeListQuery.swift, compiled into
// this module): no trap, and a query it accepts builds a request that can run over a small catalog.

private let sample = [
    Recipe(name: "Beef stew", ingredients: [Ingredient(quantity: "1 lb", name: "beef", type: "Meat")], steps: ["Stew."], timers: [90]),
    Recipe(name: "Salad", ingredients: [Ingredient(quantity: "1", name: "lettuce", type: "Produce")], steps: ["Toss."]),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let raw = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let query = try? RecipeListQuery(rawQuery: raw) else { return 0 }
    let request = query.request
    _ = request.page.apply(to: request.ordering.apply(to: sample.filter(request.filter)))
    _ = query.query.narrowing
    return 0
}
