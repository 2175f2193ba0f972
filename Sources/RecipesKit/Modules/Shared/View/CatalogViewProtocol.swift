import Foundation

/// The views the catalog modules (list, detail, edit, import) draw on: one type for one output format.
public typealias CatalogViewProtocol = RecipeListViewProtocol & RecipeDetailViewProtocol & CatalogEditViewProtocol
