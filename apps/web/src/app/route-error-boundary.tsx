import { Component, type ReactNode } from 'react';
import { RouterErrorScreen } from './router-error-screen.tsx';

interface RouteErrorBoundaryProps {
  /** The route's path: going to another route clears the error and tries to draw that route. */
  path: string;
  children: ReactNode;
}

type RouteErrorBoundaryState = { path: string } & ({ failed: false } | { failed: true; error: unknown });

/** Catches what a route throws while loading its code or drawing, and shows the error screen under the header. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { path: this.props.path, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): RouteErrorBoundaryState | null {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  override render() {
    return this.state.failed ? <RouterErrorScreen error={this.state.error} /> : this.props.children;
  }
}
