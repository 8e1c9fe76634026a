declare function T0(v: any, L: any, X: any): {} | undefined;
declare function T1(v: any, L: any, X: any): {} | undefined;
declare function T2(v: any, L: any, X: any): {} | undefined;
declare function T3(v: any, L: any, X: any): {} | undefined;
declare function T4(v: any, L: any, X: any): {} | undefined;
declare function T5(v: any, L: any, X: any): {} | undefined;
declare function T6(v: any, L: any, X: any): {} | undefined;
declare function T7(v: any, L: any, X: any): {} | undefined;
declare function T8(v: any, L: any, X: any): {} | undefined;
declare function T9(v: any, L: any, X: any): {} | undefined;
declare function T10(v: any, L: any, X: any): {} | undefined;
declare function T11(v: any, L: any, X: any): {} | undefined;
declare function T12(v: any, L: any, X: any): {} | undefined;
declare function T13(v: any, L: any, X: any): {} | undefined;
declare function T14(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 0.3 (from 1.0), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const spec: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof T1;
            result: typeof T0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof T1;
            result: null;
            event: typeof T2;
        };
        GetTask: {
            outRpc: string;
            params: typeof T4;
            result: typeof T3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof T5;
            result: typeof T3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof T6;
            result: null;
            event: typeof T2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T7;
            result: typeof T7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T8;
            result: typeof T7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof T10;
            result: typeof T9;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof T12;
            result: typeof T11;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T13;
            result: {
                empty: null;
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof T11;
        message: typeof T14;
        pushConfig: typeof T7;
        task: typeof T3;
    };
    errors: readonly [readonly [-32008, -32600, "v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message 'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the operation at all, which is false: it can, once the extension is declared"], readonly [-32009, -32004, "v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This operation is not supported'; v0.3.0 docs/specification.md §8.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 §5.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). -32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists"]];
};
export {};
